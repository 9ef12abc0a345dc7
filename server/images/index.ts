export { imagesRouter } from './images-routes';
export { IMAGE_VARIANTS_QUEUE, imagePlaceholder, queueImageVariants, registerImageJobs } from './content-photos';
