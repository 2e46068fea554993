import { render, screen } from '@redwoodjs/testing/web'

import Avatar from './Avatar'

describe('Avatar', () => {
  it('shows the initial of the first name, 32 px with a 16 px font, without an avatarId', () => {
    render(<Avatar firstName="helena" />)
    const avatar = screen.getByRole('img', { name: 'helena' })

    expect(avatar).toHaveTextContent('h')
    expect(avatar).toHaveStyle({
      width: '32px',
      height: '32px',
      fontSize: '16px',
    })
  })

  it('keeps the font at half of another size', () => {
    render(<Avatar firstName="Rafael" size={48} />)
    expect(screen.getByRole('img', { name: 'Rafael' })).toHaveStyle({
      fontSize: '24px',
    })
  })

  it('shows the image when there is an avatarId', () => {
    render(<Avatar firstName="Rafael" avatarId="abc" />)
    expect(screen.getByRole('img', { name: 'Rafael' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/avatar\/abc$/)
    )
  })
})
