import { Photo } from '@/components/ui/photo';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { statusLabel, statusTone } from '@/components/ui/status';
import type { ImageRef } from '@/lib/content/site';
import { CARD_GRID_SIZES } from '@/lib/image-slots';

type PortfolioCardProps = {
  title: string;
  href: string | null;
  image: ImageRef;
  status: string;
  /** e.g. 'Established 2015' or 'Convention Center' */
  meta: string;
  location: string;
  description: string;
  facts?: ReactNode;
  action?: ReactNode;
};

/** The shared card of the Canada portfolio: image, status, title (linked when it has a page), facts and one action. */
export function PortfolioCard({
  title,
  href,
  image,
  status,
  meta,
  location,
  description,
  facts,
  action,
}: PortfolioCardProps) {
  return (
    <Card className="h-full">
      <div className="relative">
        <Photo image={image} sizes={CARD_GRID_SIZES} />
        <Badge tone={statusTone(status)} className="absolute start-4 top-4 shadow-sm">
          {statusLabel(status)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.18em] text-brass-700 uppercase">{meta}</p>
        <h3 className="mt-2 text-2xl leading-snug text-cedar-900">
          {href ? (
            <Link href={href} className="hover:text-cedar-600 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="mt-1 text-sm font-medium text-muted">{location}</p>
        {facts ? <div className="mt-4">{facts}</div> : null}
        <p className="mt-4 flex-1 leading-relaxed text-ink/85">{description}</p>
        {action ? <div className="mt-6">{action}</div> : null}
      </div>
    </Card>
  );
}

type FactListProps = { items: readonly string[] };

export function FactList({ items }: FactListProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-cedar-50 px-3 py-1 text-sm font-medium text-cedar-800">
          {item}
        </li>
      ))}
    </ul>
  );
}
