import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '@/lib/lazy-schema';
import { useSchemaForm } from './use-schema-form';

const schema = lazySchema(async () =>
  z.object({ name: z.string().min(1, 'required'), email: z.email('emailFormat'), token: z.string().optional() }),
);

function Form({ onValid, typedBefore }: { onValid: (data: unknown) => void; typedBefore?: string }) {
  const { errors, watched, formProps, setError, setValue, reset } = useSchemaForm({ schema, watch: ['name'] });
  return (
    <form {...formProps(onValid)} aria-label="form">
      <label>
        Name <input name="name" defaultValue={typedBefore} />
      </label>
      {errors.name && <p>name: {errors.name}</p>}
      <label>
        Email <input name="email" />
      </label>
      {errors.email && <p>email: {errors.email}</p>}
      <p>typed: {watched.name ?? ''}</p>
      {errors.token && <p>token: {errors.token}</p>}
      <button type="button" onClick={() => setValue('token', 'solved')}>
        Solve
      </button>
      <button type="button" onClick={() => setError('token', 'captchaRequired')}>
        Unsolved
      </button>
      <button type="submit">Send</button>
      <button type="button" onClick={() => setError('email', 'taken', { shouldFocus: true })}>
        Taken
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </form>
  );
}

describe('useSchemaForm: a public form checked by its schema', () => {
  it('watches text typed before the app took the page over from the start', () => {
    render(<Form onValid={vi.fn()} typedBefore="Ana" />);
    expect(screen.getByText('typed: Ana')).toBeInTheDocument();
  });

  it('shows each field’s message when sent, focuses the first, and checks again as the reader fixes it', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('name: required')).toBeInTheDocument();
    expect(screen.getByText('email: emailFormat')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ana');
    await waitFor(() => expect(screen.queryByText('name: required')).not.toBeInTheDocument());
    expect(screen.getByText('typed: Ana')).toBeInTheDocument();
    expect(screen.getByText('email: emailFormat')).toBeInTheDocument();

    // A message from the page (the server refused the address) stays while another field
    // changes, and goes when its own field is fixed.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await waitFor(() => expect(screen.queryByText('email: emailFormat')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Taken' }));
    await user.type(screen.getByLabelText('Name'), 'is');
    expect(await screen.findByText('typed: Anais')).toBeInTheDocument();
    expect(screen.getByText('email: taken')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    await waitFor(() => expect(screen.queryByText('email: taken')).not.toBeInTheDocument());
  });

  it('sends what the schema gives, with the values that are no field, checked again as they change', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' }));
    // The page's own message (the captcha not solved) goes once the value comes.
    await user.click(screen.getByRole('button', { name: 'Unsolved' }));
    expect(screen.getByText('token: captchaRequired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.queryByText('token: captchaRequired')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith({ name: 'Ana', email: 'ana@example.com', token: 'solved' }),
    );
  });

  it('takes a message from the page (the server’s answer), and empties the form on reset', async () => {
    const user = userEvent.setup();
    render(<Form onValid={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Taken' }));
    expect(screen.getByText('email: taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('email: taken')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
