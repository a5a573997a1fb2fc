'use client';

import { useEffect } from 'react';
import { ErrorView, describeError } from '@/components/errors/error-view';

type ErrorPageProps = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage({ error, reset }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { status, message } = describeError(error);
  return <ErrorView status={status} message={message} onRetry={reset} />;
}
