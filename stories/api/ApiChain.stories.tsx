// Proves the chain of DESIGN.md end to end in the browser: a component asks a hook, the hook asks
// the typed client, MSW answers from the fixtures, and every failure arrives as an ApiError.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { usePublicProducts } from '../../src/api/hooks/products.ts';
import { everyOperation, scenario, withDefaults } from '../../mocks/scenarios.ts';

/** Props of the chain probe. */
interface NewestProductsProps {
  /** How many products to ask the server for. */
  limit: number;
}

/** The newest public products by name, read through usePublicProducts. */
function NewestProducts({ limit }: NewestProductsProps) {
  const { data, error, isLoading } = usePublicProducts({ limit, sortBy: 'created_at' });
  if (isLoading) return <p role="status">Memuat produk...</p>;
  if (error)
    return (
      <p role="alert">
        Gagal memuat ({error.status ?? 'tanpa jawaban'}): {error.message}
      </p>
    );
  if (!data || data.data.length === 0) return <p>Data Produk Belum Tersedia</p>;
  return (
    <main>
      <h1>Produk terbaru ({data.meta.total})</h1>
      <ul>
        {data.data.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    </main>
  );
}

const meta = {
  title: 'API/Chain',
  component: NewestProducts,
  args: { limit: 3 },
} satisfies Meta<typeof NewestProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixtures answer through the typed client: names and the list total. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The heading carries meta.total of the public catalogue (only active, visible products).
    const heading = await canvas.findByRole('heading', { name: /^Produk terbaru \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec(heading.textContent ?? '')?.[1]);
    await expect(total).toBeGreaterThan(3);
    // limit=3 reached the mock: exactly three rows come back.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** While the answer is under way. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('products', scenario.loading) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Memuat produk...');
  },
};

/** An empty catalogue. */
export const Empty: Story = {
  parameters: { msw: { handlers: withDefaults('products', scenario.empty('GET', '/product')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Data Produk Belum Tersedia')).toBeVisible();
  },
};

/** A server failure becomes an ApiError with the status and the server's message. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'products',
        scenario.error(500, 'GET', '/product', 'Server sedang sibuk'),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Gagal memuat (500): Server sedang sibuk',
    );
  },
};
