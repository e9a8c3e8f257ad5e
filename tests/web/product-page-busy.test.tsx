import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { busyMessage } from '../../functions/lib/http/error-response.ts';
import { meta as productPageMeta } from '../../web/app/routes/product.$id.tsx';
import { siteLayoutMatches } from './site-layout-stub.tsx';

afterEach(cleanup);

/**
 * Issue 38 item 7 (docs/decisions/056): the head of a product page whose loader failed, from
 * the error React Router hands the route, as the server renders it.
 */
async function headWhenLoaderFails(status: number, message: string) {
  const Stub = createRoutesStub([
    {
      path: '/product/:id',
      Component: () => <p>the product</p>,
      loader: () => {
        throw data({ message }, { status });
      },
      ErrorBoundary: ({ error }: { error: unknown }) => {
        const head = productPageMeta({
          loaderData: undefined,
          error,
          matches: siteLayoutMatches(),
        } as never) as Record<string, string>[];
        return (
          <>
            <h1>{head.find((descriptor) => 'title' in descriptor)?.title}</h1>
            <p>{head.find((descriptor) => descriptor.name === 'description')?.content}</p>
          </>
        );
      },
    },
  ]);
  render(<Stub initialEntries={['/product/jacket']} />);
  const title = (await screen.findByRole('heading')).textContent;
  return { title, description: document.querySelector('p')?.textContent };
}

describe("a product page's title when it cannot be shown", () => {
  it('says the site is busy, not that the product does not exist, while the table is down (503)', async () => {
    const { title, description } = await headWhenLoaderFails(503, busyMessage);
    expect(title).toBe('The site is busy | PawCraft Exports');
    expect(`${title} ${description}`).not.toMatch(/not found|does not exist/i);
  });

  it("keeps the spec's 'Product not found' for a product that does not exist (404)", async () => {
    const { title, description } = await headWhenLoaderFails(404, 'Product not found.');
    expect(title).toBe('Product not found | PawCraft Exports');
    expect(description).toBe('This product does not exist.');
  });
});
