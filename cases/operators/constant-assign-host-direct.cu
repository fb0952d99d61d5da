/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: Host code assigns to a __constant__ variable directly instead of through a runtime function.
verdict: error
note: "Read: 'can only be assigned from the host code through runtime functions'; a direct assignment in host code is not through a runtime function."
---*/
__constant__ int c;

int main(void)
{
  c = 5;  // expect-error
  return 0;
}
