import { useState } from 'react';
import { MOCK_LOGO_FALLBACK_SRC, MOCK_LOGO_SRC } from '../mockup';

/** The mockup's logo: if the image fails, it tries the alternate image once. */
export function MockupLogo() {
  const [src, setSrc] = useState(MOCK_LOGO_SRC);
  return (
    <img
      src={src}
      alt=""
      width={28}
      height={28}
      className="size-7"
      onError={() => {
        if (src !== MOCK_LOGO_FALLBACK_SRC) setSrc(MOCK_LOGO_FALLBACK_SRC);
      }}
    />
  );
}
