import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './ui/card.tsx';

export function StatCard({
  title,
  icon: Icon,
  value,
  detail,
}: {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  detail: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        </div>
        <div className="mt-2 text-2xl font-bold">{value}</div>
        <div className="mt-1 text-sm text-muted-foreground">{detail}</div>
      </CardContent>
    </Card>
  );
}
