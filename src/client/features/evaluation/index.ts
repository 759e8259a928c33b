/** The evaluation feature as other features see it. */
export { LandingIdeaForm } from './components/landing-idea-form';
export { evaluationQueryOptions } from './api/get-evaluation';
