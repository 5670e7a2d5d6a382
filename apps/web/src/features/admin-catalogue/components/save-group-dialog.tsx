import { Button, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { PackageGroupBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import { fieldErrors, numberOrUndefined } from '../../../components/admin/field-errors';
import { showSuccess } from '../../../components/ui/alerts';
import { useSavePackageGroup } from '../api/save-package-group';

interface GroupValues {
  id: number;
  name: string;
  info: string;
  active: boolean;
  sort: number;
}

/** Create or change a package group: its name and note as resellers see them, on sale or not, and its place. */
export function SaveGroupDialog({ group, onClose }: { group: GroupValues | null; onClose: () => void }) {
  const save = useSavePackageGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [info, setInfo] = useState(group?.info ?? '');
  const [active, setActive] = useState(group?.active ?? true);
  const [sort, setSort] = useState<number | string>(group?.sort ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PackageGroupBodySchema.safeParse({ name, info, active, sort: numberOrUndefined(sort) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: group?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(group ? 'گروه ویرایش شد' : 'گروه ساخته شد');
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? `ویرایش گروه ${group.name}` : 'افزودن گروه'}
      centered
      data-testid="group-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="نام گروه"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-testid="group-name"
          />
          <Textarea
            label="توضیح"
            autosize
            minRows={2}
            value={info}
            onChange={(e) => setInfo(e.currentTarget.value)}
            error={errors.info}
          />
          <NumberInput
            label="ترتیب نمایش"
            value={sort}
            onChange={setSort}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            error={errors.sort}
          />
          <Switch
            label="در فروش"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            data-testid="group-active"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="group-submit">
              {group ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
