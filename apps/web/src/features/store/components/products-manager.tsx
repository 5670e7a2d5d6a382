import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Product } from '@pishkhan/contract';
import { IconExternalLink, IconPackage, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { formatNumber, formatPrice, formatToman } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { useProducts } from '../api/get-products';
import { ActiveMark } from './active-mark';
import { DeleteProductDialog } from './delete-product-dialog';
import { EditDeleteActions } from './edit-delete-actions';
import { SaveProductDialog } from './save-product-dialog';

const PHONE = '(max-width: 48em)';
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
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = products.data;

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

  let body: React.ReactNode;
  if (!list) body = <LoadingScreen fullScreen={false} />;
  else if (list.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconPackage}
          title="هنوز محصولی ندارید"
          description="با «محصول جدید» یکی از بسته‌ها را با قیمت خودتان بفروشید."
          testId="products-empty"
        />
      </Paper>
    );
  } else if (phone) {
    body = (
      <Stack gap="sm" data-testid="products-cards">
        {list.map((product, index) => (
          <Paper key={product.id} withBorder p="md" radius="md" data-testid="product-row" data-id={product.id}>
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
            <Group justify="space-between" mt="sm" gap="xs">
              <LinkActions product={product} />
              <RowActions product={product} onDialog={setDialog} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={760} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="products-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>بسته</Table.Th>
                <Table.Th>نام محصول</Table.Th>
                <Table.Th>قیمت</Table.Th>
                <Table.Th>فعال</Table.Th>
                <Table.Th>لینک خرید</Table.Th>
                <Table.Th>عملیات</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((product, index) => (
                <Table.Tr key={product.id} data-testid="product-row" data-id={product.id}>
                  <Table.Td>{formatNumber(index + 1)}</Table.Td>
                  <Table.Td>{packageCell(product)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="product-name-cell">
                    {product.name}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="product-price-cell">
                    {formatToman(product.price)}
                  </Table.Td>
                  <Table.Td>
                    <ActiveMark active={product.active} />
                  </Table.Td>
                  <Table.Td>
                    <LinkActions product={product} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions product={product} onDialog={setDialog} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'save', product: null })}
          data-testid="new-product"
        >
          محصول جدید
        </Button>
      </Group>
      {body}
      {dialog?.kind === 'save' && (
        <SaveProductDialog key={dialog.product?.id ?? 'new'} product={dialog.product} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteProductDialog product={dialog.product} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
