import { translate } from './i18n'

// Spec §8, message by message, in both languages. Where the spec gives the words (in Portuguese),
// they are here exactly; the English twins are ours.
const CATALOGUE: [string, string, string][] = [
  // sign-in
  ['auth.messages.userNotFound', 'User not found', 'Usuário não encontrado'],
  ['auth.messages.wrongPassword', 'Incorrect password', 'Senha incorreta'],
  [
    'auth.messages.tooManyRequests',
    'Too many requests, try again later',
    'Muitas tentativas, tente novamente mais tarde',
  ],
  [
    'auth.messages.signInError',
    'Error signing in, try again',
    'Erro ao entrar, tente novamente',
  ],
  ['auth.messages.welcomeBack', 'Welcome back!', 'Bem-vindo de volta!'],
  [
    'auth.messages.signedOut',
    'You have been signed out. See you soon!',
    'Você foi desconectado. Até breve!',
  ],
  // sign-up
  ['auth.messages.emailExists', 'Email already exists', 'Email já existe'],
  [
    'auth.messages.userNameExists',
    'Username already exists',
    'Nome de Usuário já existe',
  ],
  [
    'auth.messages.signUpError',
    'Error creating user, try again later.',
    'Erro ao criar usuário, tente novamente mais tarde.',
  ],
  [
    'auth.messages.userCreated',
    'User created successfully',
    'Usuário criado com sucesso',
  ],
  // forgot
  ['auth.forgot.emailNotFound', 'Email not found', 'Email não encontrado'],
  [
    'auth.forgot.resetImpossible',
    'It was not possible to reset the password, try again later.',
    'Não foi possível redefinir a senha, tente novamente mais tarde.',
  ],
  [
    'auth.forgot.sent',
    'Check your email: we sent you a link to choose a new password.',
    'Verifique seu email: enviamos um link para escolher uma nova senha.',
  ],
  // profile
  ['profile.updated', 'Profile updated', 'Perfil atualizado'],
  ['profile.error', 'Something went wrong', 'Algo deu errado'],
  // auth middleware and page access
  ['auth.errors.tokenNotFound', 'Token not found', 'Token não encontrado'],
  ['auth.errors.notAuthenticated', 'Not authenticated', 'Não autenticado'],
  ['auth.errors.expiredToken', 'Expired token', 'Token expirado'],
  ['auth.errors.userDisabled', 'User disabled', 'Usuário desativado'],
  ['auth.errors.revokedSession', 'Revoked session', 'Sessão revogada'],
  ['auth.errors.somethingWentWrong', 'Something went wrong', 'Algo deu errado'],
  [
    'auth.errors.unauthorized',
    'Unauthorized access.',
    'Acesso não autorizado.',
  ],
  [
    'auth.messages.alreadySignedIn',
    'You are already signed in. Redirecting to the dashboard...',
    'Você já está logado. Redirecionando para o dashboard...',
  ],
  // team
  ['team.users.notFound', 'User not found', 'Usuário não encontrado'],
  ['team.roles.notFound', 'Role not found', 'Função não encontrada'],
  [
    'team.users.userNameInUse',
    'This username is already in use',
    'Este nome de usuário já está em uso',
  ],
  [
    'team.users.roleRequired',
    'Select a role for this user',
    'Selecione uma função para este usuário',
  ],
  [
    'team.users.createError',
    'Error creating user, try again later.',
    'Erro ao criar usuário, tente novamente mais tarde.',
  ],
  [
    'team.users.editError',
    'Error editing user, try again later.',
    'Erro ao editar usuário, tente novamente mais tarde.',
  ],
  [
    'team.users.deleteError',
    'Error deleting user, try again later.',
    'Erro ao excluir usuário, tente novamente mais tarde.',
  ],
  [
    'team.roles.createError',
    'Error creating role, try again later.',
    'Erro ao criar função, tente novamente mais tarde.',
  ],
  ['team.users.created', 'User created', 'Usuário criado'],
  ['team.users.deleted', 'User deleted', 'Usuário excluído'],
  ['team.roles.edited', 'Role edited', 'Função editada'],
  // process
  ['process.errors.invalid', 'Invalid process', 'Processo inválido'],
  ['process.errors.notFound', 'Process not found', 'Processo não encontrado'],
  [
    'process.errors.companyNotAllowed',
    'Company not allowed',
    'Empresa não permitida',
  ],
  [
    'process.errors.alreadyInReview',
    'Process already in review',
    'Processo já está em revisão',
  ],
  [
    'process.errors.notReady',
    'The process must have at least one item, supplier and quotation, with all items and award fields filled',
    'O processo deve ter ao menos um item, fornecedor e cotação, com todos os itens e campos de adjudicação preenchidos',
  ],
  [
    'process.errors.notInWorkflow',
    'User is not in workflow',
    'Usuário não está no fluxo',
  ],
  [
    'process.errors.generic',
    'An error has occurred, please try again later',
    'Ocorreu um erro, tente novamente mais tarde',
  ],
  [
    'process.page.deleted',
    'Process deleted successfully',
    'Processo excluído com sucesso',
  ],
  [
    'process.attachments.deleted',
    'File deleted successfully',
    'Arquivo excluído com sucesso',
  ],
  [
    'process.attachments.attachError',
    'Error on attach file',
    'Erro ao anexar arquivo',
  ],
  [
    'process.attachments.deleteError',
    'Error on delete file',
    'Erro ao excluir arquivo',
  ],
  // global
  [
    'api.internalServerError',
    'Internal server error',
    'Erro interno do servidor',
  ],
  // contracts
  [
    'contract.created',
    'Contract created successfully.',
    'Contrato criado com sucesso.',
  ],
  [
    'contract.createError',
    'Error creating contract.',
    'Erro ao criar contrato.',
  ],
  ['contract.editError', 'Error editing contract', 'Erro ao editar contrato'],
  ['contract.errors.notFound', 'Contract not found', 'Contrato não encontrado'],
  [
    'contract.finishEditingFirst',
    'You must finish editing the current item first',
    'Você deve terminar de editar o item atual primeiro',
  ],
]

describe('the error catalogue of spec §8', () => {
  it.each(CATALOGUE)('%s reads "%s" in en and "%s" in pt', (key, en, pt) => {
    expect(translate('en', key)).toBe(en)
    expect(translate('pt', key)).toBe(pt)
  })
})
