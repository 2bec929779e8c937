import { zodResolver } from '@hookform/resolvers/zod';
import { type Department, type DepartmentInput, departmentInputSchema } from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../../../components/form';
import { FormDialog } from '../../../../components/form-dialog';
import { useToast } from '../../../../components/toast';
import { useServerErrors } from '../../../../lib/form-errors';
import { createDepartment } from '../api/create-department';
import { departmentsQueryKey } from '../api/list-departments';
import { updateDepartment } from '../api/update-department';

type Output = z.output<typeof departmentInputSchema>;

const FIELDS = ['name', 'description'] as const;
const FORM_ID = 'department-form';

export interface DepartmentFormProps {
  tenantPublicId: string;
  /** The department to edit, or null for a new one. */
  department: Department | null;
  onClose: () => void;
}

/** Creating or editing a department: a name unique in the tenant (the server's answer lands on it), a description. */
export const DepartmentForm = ({ tenantPublicId, department, onClose }: DepartmentFormProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DepartmentInput, unknown, Output>({
    resolver: zodResolver(departmentInputSchema),
    defaultValues: { name: department?.name ?? '', description: department?.description ?? '' },
  });
  const serverErrors = useServerErrors(setError, { fields: FIELDS });

  const onSubmit = async (values: Output) => {
    const saved = await serverErrors.attempt(() =>
      department
        ? updateDepartment(tenantPublicId, department.id, values)
        : createDepartment(tenantPublicId, values),
    );
    if (!saved) return;
    toast.showSuccess('Department', department ? 'updated' : 'created');
    await queryClient.invalidateQueries({ queryKey: departmentsQueryKey(tenantPublicId) });
    onClose();
  };

  return (
    <FormDialog
      visible
      header={department ? `Edit department ${department.name}` : 'New department'}
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      submitting={isSubmitting}
      onHide={onClose}
      testId="department-dialog"
    >
      <TextField
        id="name"
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        id="description"
        label="Description"
        error={errors.description?.message}
        {...register('description')}
      />
    </FormDialog>
  );
};
