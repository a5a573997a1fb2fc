import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * A ref for a controlled <select> that a visitor may change before the page's script has run (on a
 * slow phone, the first second or more). React hydrates the select with its own state and never
 * reads the element, so that choice would stay on screen while all that is drawn from the state
 * said otherwise. Once the select is hydrated, a value other than `value` is handed to `choose`, as
 * a change would be.
 */
export function useChoiceBeforeHydration(value: string, choose: (value: string) => void) {
  const ref = useRef<HTMLSelectElement>(null);
  const adopt = useEffectEvent(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) choose(shown);
  });
  // A layout effect: the first frame React paints already follows the choice.
  useLayoutEffect(() => adopt(), []);
  return ref;
}
