// Every drawing the site serves, by its public path.
export { heroScenes } from './hero-scenes';
export { pageScenes, rasterScenes } from './page-scenes';
