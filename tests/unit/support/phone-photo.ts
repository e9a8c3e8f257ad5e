export { exifHasGps, phonePhoto } from '../../../local/phone-photo.ts';
