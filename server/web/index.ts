export { mountStaticClient } from './static';
