import { brandMarkFiles } from './brand-marks.ts';
import { breedImageFiles } from './breeds.ts';
import { productImageFiles } from './product-images.ts';
import { aboutFiles, bannerFiles, categoryFiles } from './scenes.ts';

/** Every artwork file: path under web/public/images -> SVG text. */
export function artworkFiles(): Map<string, string> {
  return new Map(
    [
      productImageFiles(),
      breedImageFiles(),
      bannerFiles(),
      categoryFiles(),
      aboutFiles(),
      brandMarkFiles(),
    ].flatMap((files) => [...files]),
  );
}
