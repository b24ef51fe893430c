import { Link } from 'react-router-dom';
import { Flame } from 'lucide-react';

/** The hidden, faint candle: for the curious who look closely, a way into the Guild. */
export function GuildCandle() {
  return (
    <div className="flex justify-center pt-4">
      <Link
        to="/guild"
        aria-label="A faint candle flickers here. Follow it to the Guild."
        title="A faint candle flickers here"
        className="group rounded-full p-3 text-primary opacity-25 transition-opacity outline-none hover:opacity-90 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 motion-reduce:transition-none"
      >
        <Flame
          className="animate-flicker size-6 group-hover:drop-shadow-[0_0_6px_currentColor]"
          aria-hidden="true"
        />
      </Link>
    </div>
  );
}
