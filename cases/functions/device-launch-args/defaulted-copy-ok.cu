/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A class whose copy constructor and destructor are defaulted is trivially copyable and trivially destructible: allowed in a device-side launch."
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct S {
  int x;
  S() = default;
  S(const S &) = default;
  ~S() = default;
};
__global__ void child(S s) { }
__global__ void parent(void) {
  S s;
  s.x = 1;
  child<<<1, 1>>>(s);
}
