import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { ScreenOutlet } from './screen-outlet';

describe('SPEC §2: lazily loaded screens show a centred spinner', () => {
  it('while the next screen loads, then the screen', async () => {
    let loaded: (screen: { Component: React.ComponentType }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        Component: ScreenOutlet,
        children: [
          { index: true, Component: () => <p>First screen</p> },
          { path: 'next', lazy: () => new Promise((resolve) => (loaded = resolve)) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('First screen')).toBeInTheDocument();

    act(() => void router.navigate('/next'));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('First screen')).not.toBeInTheDocument();

    act(() => loaded({ Component: () => <p>Next screen</p> }));
    expect(await screen.findByText('Next screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    router.dispose();
  });

  it('on the first screen of the app, before anything else renders', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/about'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    router.dispose();
  });
});
