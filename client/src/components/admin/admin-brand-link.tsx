import { Link } from 'wouter';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';

const SIZES = {
  /** Above the login card. */
  large: { image: 48, imageClass: 'size-12', textClass: 'text-xl' },
  /** At the top of the sidebar. */
  small: { image: 36, imageClass: 'size-9', textClass: 'text-lg' },
};

/** The logo and the back office's name, as a link. */
export function AdminBrandLink({
  href,
  size,
  className,
}: {
  href: string;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const { t } = useAdminI18n();
  const { image, imageClass, textClass } = SIZES[size];
  return (
    <Link href={href} className={cn('flex items-center gap-2 rounded-md', className)}>
      <img src="/images/logo.svg" alt="" width={image} height={image} className={imageClass} />
      <span className={cn('font-display font-semibold', textClass)}>{t('admin.brand')}</span>
    </Link>
  );
}
