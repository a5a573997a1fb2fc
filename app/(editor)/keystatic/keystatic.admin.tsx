'use client';

import { makePage } from '@keystatic/next/ui/app';
import config from '@/keystatic.config';
import { loadSiteFacts } from '@/lib/keystatic/facts';

// Each field then also refuses a figure another file holds, under the field, as the build would.
if (typeof window !== 'undefined') void loadSiteFacts();

export const KeystaticAdmin = makePage(config);
