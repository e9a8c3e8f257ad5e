import { products } from '../../shared/spec-products.ts';
import { colourways } from './palette.ts';
import { printPattern } from './patterns.ts';
import type { ProductArt } from './product-art.ts';
import { detailView, productBackdrop } from './product-parts.ts';
import { beddingArt } from './products-bedding.ts';
import { walkingArt } from './products-walking.ts';
import { svgDocument } from './svg-document.ts';

/**
 * Every product image file: main.svg in the first colourway, then thumb-1 .. thumb-(n-1) in the
 * colourways in order (thumb-1 repeats the main colourway), and the last thumbnail a detail view.
 */
const art: Record<number, ProductArt> = { ...walkingArt, ...beddingArt };

const printId = 'print';

function drawing(productArt: ProductArt, index: number) {
  const colours = colourways[productArt.colourways[index % productArt.colourways.length]];
  const print = productArt.prints?.[index % productArt.prints.length];
  return {
    colourName: colours.name,
    defs: print ? printPattern(print, printId, colours) : undefined,
    body: productArt.draw(colours, print ? `url(#${printId})` : colours.main),
  };
}

export function productImageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of products) {
    const productArt = art[product.id];
    if (!productArt) throw new Error(`No artwork for product ${product.id}`);
    const shadow = productArt.shadow ?? { y: 660, width: 260 };
    const image = (index: number, detail: boolean) => {
      const { colourName, defs, body } = drawing(productArt, index);
      const { x, y, zoom } = productArt.detail;
      return svgDocument({
        width: 800,
        height: 800,
        title: detail ? `${product.name}: close-up of the details` : `${product.name} in ${colourName}`,
        defs,
        body: detail ? detailView(body, x, y, zoom, 'lens') : productBackdrop(shadow.y, shadow.width) + body,
      });
    };
    const directory = `products/${product.id}`;
    files.set(`${directory}/main.svg`, image(0, false));
    product.thumbnails.forEach((_, i) => {
      const isDetail = i === product.thumbnails.length - 1;
      files.set(`${directory}/thumb-${i + 1}.svg`, image(isDetail ? 0 : i, isDetail));
    });
  }
  return files;
}
