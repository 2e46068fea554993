import RoleFormModal from 'src/components/Team/RoleFormModal'
import RolesCell from 'src/components/Team/RolesCell'
import TeamListPage from 'src/components/Team/TeamListPage'

const RolesPage = () => (
  <TeamListPage
    title="pages.roles"
    addLabel="team.roles.add"
    defaultSort="priority"
    List={RolesCell}
    AddModal={RoleFormModal}
  />
)

export default RolesPage
