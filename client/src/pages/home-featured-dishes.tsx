import { useFeaturedDishes } from '@/features/menu/api';
import { FeaturedDishes } from '@/features/home/components/featured-dishes';

/** Mounted only when its lazy section is near the viewport, so the dishes are fetched then. */
export default function HomeFeaturedDishes() {
  const { data, isPending, isError } = useFeaturedDishes();
  return <FeaturedDishes dishes={data} isPending={isPending} isError={isError} />;
}
