/** The templates feature as other features see it. */
export { useTemplate } from './api/get-templates';
