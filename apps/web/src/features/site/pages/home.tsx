import { LandingStory } from '../landing/landing-story';

/** The landing page (spec 2.5): the scroll story is the page. */
export function Component() {
  return (
    <main>
      <LandingStory />
    </main>
  );
}
