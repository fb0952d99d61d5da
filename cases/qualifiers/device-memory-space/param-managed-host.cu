/*---
section: I.4.3.1
clause: memspace.no-parameter
description: A __managed__ formal parameter is rejected.
verdict: error
---*/
void host_fn(__managed__ int x)  // expect-error
{
}
