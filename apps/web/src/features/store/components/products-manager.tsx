import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Product } from '@pishkhan/contract';
import { IconExternalLink, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminTable } from '@/components/admin/admin-table';
import { EditDeleteActions } from '@/components/admin/row-actions';
import { CopyButton } from '@/components/ui/copy-button';
import { formatNumber, formatPrice, formatToman } from '@/lib/format';
import { useSettings } from '@/lib/settings-store';
import { useProducts } from '../api/get-products';
import { ActiveMark } from './active-mark';
import { DeleteProductDialog } from './delete-product-dialog';
import { SaveProductDialog } from './save-product-dialog';

/** docs/product/rules.md#business-constants-and-limits: the product link's copy confirmation lasts 5 s. */
export const PRODUCT_LINK_FEEDBACK_MS = 5000;

type Dialog = { kind: 'save'; product: Product | null } | { kind: 'delete'; product: Product } | null;

function LinkActions({ product }: { product: Product }) {
  return (
    <Group gap={6} wrap="nowrap">
      <CopyButton
        value={product.link}
        label="کپی لینک"
        copiedLabel="کپی شد"
        toast="لینک خرید کپی شد"
        timeout={PRODUCT_LINK_FEEDBACK_MS}
        size="xs"
        testId="copy-product-link"
        style={{ whiteSpace: 'nowrap' }}
      />
      <Tooltip label="باز کردن صفحه‌ی خرید">
        <ActionIcon
          component="a"
          href={product.link}
          target="_blank"
          rel="noopener"
          variant="subtle"
          aria-label="باز کردن صفحه‌ی خرید"
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function RowActions({ product, onDialog }: { product: Product; onDialog: (d: Dialog) => void }) {
  return (
    <EditDeleteActions
      noun="محصول"
      testId="product"
      onEdit={() => onDialog({ kind: 'save', product })}
      onDelete={() => onDialog({ kind: 'delete', product })}
    />
  );
}

/** docs/product/screens.md#products: the table (cards on a phone), the add/edit dialog, link copy and delete. */
export function ProductsManager({ title }: { title: string }) {
  const products = useProducts();
  const { showprice } = useSettings();
  const [dialog, setDialog] = useState<Dialog>(null);

  const packageCell = (product: Product) => (
    <Stack gap={0}>
      <Text size="sm">{product.package.name}</Text>
      <Text size="xs" c="dimmed" data-testid="product-package-price">
        {formatPrice(product.package.price, showprice)}
      </Text>
      {product.price < product.package.price && (
        <Badge color="red" variant="light" size="sm" mt={4} data-testid="product-below-cost-mark">
          زیر قیمت بسته
        </Badge>
      )}
    </Stack>
  );

  const actions = (product: Product) => <RowActions product={product} onDialog={setDialog} />;

  return (
    <Stack gap="md">
      <AdminHeader
        title={title}
        addLabel="محصول جدید"
        addTestId="new-product"
        onAdd={() => setDialog({ kind: 'save', product: null })}
      />
      <AdminTable
        rows={products.data}
        rowKey={(product) => product.id}
        rowData={(product) => ({ 'data-id': product.id })}
        testId="products"
        rowTestId="product-row"
        minWidth={760}
        plainScroll
        empty={{
          icon: IconPackage,
          title: 'هنوز محصولی ندارید',
          description: 'با «محصول جدید» یکی از بسته‌ها را با قیمت خودتان بفروشید.',
          testId: 'products-empty',
        }}
        columns={[
          { header: '#', cell: (_, index) => formatNumber(index + 1) },
          { header: 'بسته', cell: packageCell },
          {
            header: 'نام محصول',
            cell: (product) => product.name,
            td: { style: { overflowWrap: 'anywhere' }, 'data-testid': 'product-name-cell' },
          },
          {
            header: 'قیمت',
            cell: (product) => formatToman(product.price),
            td: { style: { whiteSpace: 'nowrap' }, 'data-testid': 'product-price-cell' },
          },
          { header: 'فعال', cell: (product) => <ActiveMark active={product.active} /> },
          { header: 'لینک خرید', cell: (product) => <LinkActions product={product} /> },
          { header: 'عملیات', cell: actions },
        ]}
        card={(product, index) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text c="dimmed" size="sm">
                  {formatNumber(index + 1)}
                </Text>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="product-name-cell">
                  {product.name}
                </Text>
              </Group>
              <ActiveMark active={product.active} />
            </Group>
            <Group justify="space-between" gap="xs" align="flex-start">
              {packageCell(product)}
              <Text fw={600} data-testid="product-price-cell">
                {formatToman(product.price)}
              </Text>
            </Group>
          </>
        )}
        cardStart={(product) => <LinkActions product={product} />}
        cardActions={actions}
      />
      {dialog?.kind === 'save' && (
        <SaveProductDialog key={dialog.product?.id ?? 'new'} product={dialog.product} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteProductDialog product={dialog.product} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
