import TeamListPage from 'src/components/Team/TeamListPage'
import UserFormModal from 'src/components/Team/UserFormModal'
import UsersCell from 'src/components/Team/UsersCell'

const UsersPage = () => (
  <TeamListPage
    title="pages.users"
    addLabel="team.users.add"
    defaultSort="name"
    List={UsersCell}
    AddModal={UserFormModal}
  />
)

export default UsersPage
