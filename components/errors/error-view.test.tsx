import { fireEvent, render, screen } from '@testing-library/react';
import ErrorPage from '@/app/(site)/error';
import { getErrorCopy } from '@/lib/content/error-copy';
import { describeError } from './error-view';

describe('the error boundary', () => {
  it('shows the title, the status and the message, and retries', () => {
    const reset = jest.fn();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorPage error={new Error('Database exploded')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Database exploded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('uses the status and text an error carries', () => {
    const error = Object.assign(new Error('ignored'), { status: 503, statusText: 'Service Unavailable' });
    expect(describeError(error)).toEqual({ status: 503, message: 'Service Unavailable' });
  });

  it("falls back to the copy's message when the error has no text", () => {
    expect(describeError(new Error(''))).toEqual({ status: 500, message: getErrorCopy().fallbackMessage });
  });
});
