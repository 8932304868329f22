// A private page's state: the view the server rendered the page with (read through the link), or
// read through the page's own call when the page was reached inside the app; replaced by what each
// action answers. `missing` is every link that opens nothing: expired, replaced, mistyped.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiResult } from '../../api/client';
import type { PrivateLink } from '../../api/self-service';

export type PrivateState<V> = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'ready'; view: V };

/** `fromServer`: the view the page was rendered with (null: the link opened nothing), undefined when there is none. */
export function usePrivateView<V>(fromServer: V | null | undefined, read: (link: PrivateLink) => Promise<ApiResult<{ data: V }>>) {
  const { id = '', token = '' } = useParams();
  const link: PrivateLink = { id, token };
  const [state, setState] = useState<PrivateState<V>>(() =>
    fromServer === undefined ? { status: 'loading' } : fromServer === null ? { status: 'missing' } : { status: 'ready', view: fromServer },
  );

  useEffect(() => {
    if (state.status !== 'loading') return;
    let active = true;
    void read({ id, token }).then((result) => {
      if (!active) return;
      if (result.status) setState({ status: 'ready', view: result.data });
      else setState(result.rejected ? { status: 'missing' } : { status: 'failed', message: result.message });
    });
    return () => {
      active = false;
    };
  }, [id, token, read, state.status]);

  const show = (view: V | null | undefined) => setState(view ? { status: 'ready', view } : { status: 'missing' });
  return { link, state, show };
}
