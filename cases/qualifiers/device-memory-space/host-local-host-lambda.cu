/*---
section: I.4.3.1
clause: memspace.no-host-local
description: "A static __device__ variable declared in a host lambda is rejected: the lambda's body executes on the host."
verdict: error
---*/
int main(void)
{
  auto f = [] {
    static __device__ int x;  // expect-error
    return 0;
  };
  return f();
}
