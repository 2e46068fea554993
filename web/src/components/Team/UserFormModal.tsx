import { yupResolver } from '@hookform/resolvers/yup'
import { userCreateSchema, userUpdateSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  CreateUserMutation,
  CreateUserInput,
  CreateUserMutationVariables,
  RoleOptionsQuery,
  RoleOptionsQueryVariables,
  UpdateUserInput,
  UpdateUserMutation,
  UpdateUserMutationVariables,
  UsersQuery,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation, useQuery } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import CheckboxField from 'src/components/Form/CheckboxField'
import PersonFields from 'src/components/Form/PersonFields'
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import Modal from 'src/components/Modal/Modal'

import { inReadersWords } from './roleWords'

export const ROLE_OPTIONS = gql`
  query RoleOptionsQuery {
    roles(
      page: { page: 0, pageSize: 200, sortBy: "priority", descending: true }
    ) {
      items {
        id
        name
        priority
        builtIn
      }
    }
  }
`
export const CREATE_USER = gql`
  mutation CreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`
export const UPDATE_USER = gql`
  mutation UpdateUserMutation($id: String!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
    }
  }
`

/** A user as the users list reads it. */
export type EditableUser = UsersQuery['users']['items'][number]

/** A new user's fields, or an edited one's (with disabled, without email and password). */
type UserFormInput = CreateUserInput & UpdateUserInput

/** Spec §5 user add (with email and password) and edit (without them). */
const UserFormModal = ({
  user,
  onClose,
}: {
  user?: EditableUser
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const mine =
    (useAuth().currentUser as unknown as { role: { priority: number } } | null)
      ?.role.priority ?? 0
  const run = useToastedAction()
  const { data } = useQuery<RoleOptionsQuery, RoleOptionsQueryVariables>(
    ROLE_OPTIONS
  )
  const options = {
    refetchQueries: ['UsersQuery', 'RolesQuery'],
    awaitRefetchQueries: true,
  }
  const [createUser] = useMutation<
    CreateUserMutation,
    CreateUserMutationVariables
  >(CREATE_USER, options)
  const [updateUser] = useMutation<
    UpdateUserMutation,
    UpdateUserMutationVariables
  >(UPDATE_USER, options)
  const formMethods = useForm<UserFormInput>({
    resolver: (user
      ? yupResolver(userUpdateSchema)
      : yupResolver(userCreateSchema)) as never,
    defaultValues: user
      ? {
          firstName: user.firstName,
          lastName: user.lastName,
          userName: user.userName,
          roleId: user.role.id,
          contractNotices: user.contractNotices,
          disabled: user.disabled,
        }
      : undefined,
  })
  // only roles below mine can be given (spec §6)
  const roleOptions = (data?.roles.items ?? [])
    .filter((role) => role.priority < mine)
    .map((role) => ({
      value: role.id,
      label: inReadersWords(t, role).name,
    }))

  const onSubmit = async ({ email, password, ...person }: UserFormInput) => {
    const saved = user
      ? await run(
          () => updateUser({ variables: { id: user.id, input: person } }),
          {
            success: 'team.users.edited',
            failure: 'team.users.editError',
          }
        )
      : await run(
          () =>
            createUser({
              variables: { input: { ...person, email, password } },
            }),
          {
            success: 'team.users.created',
            failure: 'team.users.createError',
          }
        )
    if (saved) onClose()
  }

  return (
    <Modal
      open
      title={t(user ? 'team.users.editTitle' : 'team.users.addTitle')}
      onClose={onClose}
    >
      <Form
        formMethods={formMethods}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        noValidate
      >
        {!user && (
          <TextField
            name="email"
            type="email"
            label={t('team.users.email')}
            autoComplete="off"
          />
        )}
        <PersonFields />
        <SelectField
          name="roleId"
          label={t('team.users.role')}
          options={roleOptions}
          placeholder={t('team.users.chooseRole')}
        />
        <CheckboxField
          name="contractNotices"
          label={t('team.users.contractNotices')}
        />
        {user && (
          <CheckboxField name="disabled" label={t('team.users.disabled')} />
        )}
        {!user && (
          <TextField
            name="password"
            type="password"
            label={t('team.users.password')}
            autoComplete="new-password"
          />
        )}
        <SubmitButton>{t('team.save')}</SubmitButton>
      </Form>
    </Modal>
  )
}

export default UserFormModal
