export { imagesRouter } from './images-routes';
