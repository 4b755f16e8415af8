export { homeSectionIds, type HomeSectionId } from './anchors';
export { homeContent } from './copy';
export type * from './types';
