import { yupResolver } from '@hookform/resolvers/yup'
import { roleSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  CreateRoleMutation,
  CreateRoleMutationVariables,
  RoleInput,
  RolesQuery,
  UpdateRoleMutation,
  UpdateRoleMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import Modal from 'src/components/Modal/Modal'

export const CREATE_ROLE = gql`
  mutation CreateRoleMutation($input: RoleInput!) {
    createRole(input: $input) {
      id
    }
  }
`
export const UPDATE_ROLE = gql`
  mutation UpdateRoleMutation($id: String!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      id
    }
  }
`

/** A role as the roles list reads it (its user count aside). */
export type EditableRole = Omit<
  RolesQuery['roles']['items'][number],
  'userCount'
>

interface RoleFormModalProps {
  /** the role to edit; a new role when absent */
  role?: EditableRole
  onClose: () => void
}

const RoleFormModal = ({ role, onClose }: RoleFormModalProps) => {
  const { t } = useTranslation()
  const mine = (
    useAuth().currentUser as unknown as { role: { priority: number } } | null
  )?.role.priority
  const run = useToastedAction()
  const options = { refetchQueries: ['RolesQuery'], awaitRefetchQueries: true }
  const [createRole] = useMutation<
    CreateRoleMutation,
    CreateRoleMutationVariables
  >(CREATE_ROLE, options)
  const [updateRole] = useMutation<
    UpdateRoleMutation,
    UpdateRoleMutationVariables
  >(UPDATE_ROLE, options)
  const formMethods = useForm<RoleInput>({
    // the table row it starts from carries __typename, id and userCount: only the schema's fields are sent
    resolver: yupResolver(roleSchema, { stripUnknown: true }) as never,
    defaultValues: role,
  })

  const onSubmit = async (input: RoleInput) => {
    const saved = role
      ? await run(() => updateRole({ variables: { id: role.id, input } }), {
          success: 'team.roles.edited',
          failure: 'team.roles.editError',
        })
      : await run(() => createRole({ variables: { input } }), {
          success: 'team.roles.created',
          failure: 'team.roles.createError',
        })
    if (saved) onClose()
  }

  return (
    <Modal
      open
      title={t(role ? 'team.roles.editTitle' : 'team.roles.addTitle')}
      onClose={onClose}
    >
      <Form
        formMethods={formMethods}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        noValidate
      >
        <TextField name="name" label={t('team.roles.name')} />
        <TextField name="description" label={t('team.roles.description')} />
        <TextField
          name="priority"
          type="number"
          label={t('team.roles.priority')}
        />
        <p className="-mt-2 text-sm text-slate-500">
          {t('team.roles.priorityHint', { mine })}
        </p>
        <SubmitButton>{t('team.save')}</SubmitButton>
      </Form>
    </Modal>
  )
}

export default RoleFormModal
