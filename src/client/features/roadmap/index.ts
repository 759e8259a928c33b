/** The roadmap feature as other features see it: one project's roadmap. */
export { RoadmapView } from './components/roadmap-view';
