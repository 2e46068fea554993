import { Plus } from 'lucide-react'

import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import Button from './Button'

describe('Button', () => {
  it('is a primary-blue button of normal size by default', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })

    expect(button).toHaveClass('bg-primary-600', 'h-9')
    expect(button).toHaveAttribute('type', 'button')
  })

  it.each([
    ['slim', '12'],
    ['medium', '14'],
    ['normal', '16'],
  ] as const)('draws a %s button icon %spx wide', (size, pixels) => {
    const { container } = render(
      <Button size={size} icon={Plus}>
        Add
      </Button>
    )
    expect(container.querySelector('svg')).toHaveAttribute('width', pixels)
  })

  it('fills its container when block', () => {
    render(<Button width="block">Save</Button>)
    expect(screen.getByRole('button')).toHaveClass('w-full')
  })

  it('cannot be clicked while loading, and says it is busy', () => {
    const onClick = jest.fn()
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>
    )
    const button = screen.getByRole('button', { name: 'Save' })
    fireEvent.click(button)

    expect(onClick).not.toHaveBeenCalled()
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })
})
