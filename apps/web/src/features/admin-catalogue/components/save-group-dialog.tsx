import { Textarea, TextInput } from '@mantine/core';
import { PackageGroupBodySchema } from '@pishkhan/contract';
import { SaveDialog } from '@/components/admin/save-dialog';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { FormSwitch } from '@/components/ui/form-switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useSavePackageGroup } from '../api/save-package-group';

interface GroupValues {
  id: number;
  name: string;
  info: string;
  active: boolean;
  sort: number;
}

/**
 * Create or change a package group: its name and note as resellers see them, on sale or not, and its place. Judged by
 * the contract's schema, each error going as its field is right (docs/decisions/081-one-form-behaviour.md).
 */
export function SaveGroupDialog({ group, onClose }: { group: GroupValues | null; onClose: () => void }) {
  const save = useSavePackageGroup();
  const form = useZodForm(PackageGroupBodySchema, {
    name: group?.name ?? '',
    info: group?.info ?? '',
    active: group?.active ?? true,
    sort: group?.sort ?? 0,
  });
  const { errors } = form.formState;

  return (
    <SaveDialog
      form={form}
      title={group ? `ویرایش گروه ${group.name}` : 'افزودن گروه'}
      testId="group"
      submitLabel={group ? 'ثبت تغییرات' : 'افزودن'}
      gap="sm"
      save={(body, onSuccess) => save.mutate({ id: group?.id, body }, { onSuccess })}
      pending={save.isPending}
      done={group ? 'گروه ویرایش شد' : 'گروه ساخته شد'}
      onClose={onClose}
    >
      <TextInput
        label="نام گروه"
        withAsterisk
        {...form.register('name')}
        error={errors.name?.message}
        data-testid="group-name"
      />
      <Textarea label="توضیح" autosize minRows={2} {...form.register('info')} error={errors.info?.message} />
      <FormNumberInput control={form.control} name="sort" label="ترتیب نمایش" kind="whole" />
      <FormSwitch control={form.control} name="active" whenUnset label="در فروش" data-testid="group-active" />
    </SaveDialog>
  );
}
