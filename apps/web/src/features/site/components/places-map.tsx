import { MapPin } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { MUSCAT, WorldRouteMap, usePlaceName, type MapFrame, type MapPoint } from '../art/world-map';
import { Reveal } from './reveal';

export interface Place extends MapPoint {
  /** A line under the name: the country, or what happens there. */
  detail: string;
}

interface PlacesMapProps {
  places: readonly Place[];
  /** Names the list for assistive technology, e.g. 'Accepted delivery locations'. */
  listLabel: string;
  frame?: MapFrame;
}

/** A list of places beside a map with routes to each from our head office. */
export function PlacesMap({ places, listLabel, frame }: PlacesMapProps) {
  const placeName = usePlaceName();
  return (
    <div className="mt-12">
      <Reveal className="overflow-hidden rounded-3xl border border-white/8 bg-ink-950 p-3 sm:p-6">
        <WorldRouteMap points={places} hub={MUSCAT} frame={frame} className="w-full" />
      </Reveal>
      <ul aria-label={listLabel} className={cx('mt-5 grid grid-cols-2 gap-3', places.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-3')}>
        {places.map((place, index) => (
          <Reveal as="li" key={place.name} delay={index * 70}>
            <div className="flex h-full items-center gap-3 rounded-xl border border-white/8 bg-ink-900 px-3.5 py-3.5 transition-colors hover:border-gold-500/35 sm:gap-4 sm:px-5 sm:py-4">
              <span aria-hidden="true" className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-gold-500/10 text-gold-300 sm:flex">
                <MapPin className="size-5" strokeWidth={1.7} />
              </span>
              <div>
                <p className="font-semibold text-white">{placeName(place.name)}</p>
                <p className="text-sm text-slate-400">{place.detail}</p>
              </div>
            </div>
          </Reveal>
        ))}
      </ul>
    </div>
  );
}
