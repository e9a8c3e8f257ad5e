/**
 * The facts a product's details list (web/components/product-details.tsx), as label and value
 * pairs in their order: the public page and the dashboard's preview show the same list.
 */
export function productFacts(scope: ParentNode = document) {
  return [...scope.querySelectorAll('.product-info__facts dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);
}
