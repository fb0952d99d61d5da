/*---
section: I.6.2
clause: xlambda.restriction-12.host-copy
description: "A captured class with an explicit copy constructor cannot be passed by value to the host helper functions"
verdict: error
flags: ["--extended-lambda"]
note: "Standard C++ direct-initializes the closure member, so an explicit copy constructor suffices there; restriction 12 says the host code may pass the variable by value (copy-initialization) first, which an explicit copy constructor forbids. Read as: the captured type must be implicitly copy-constructible."
---*/
struct E {
  int v;
  E(int x) : v(x) { }
  explicit E(const E &o) : v(o.v) { }
};

void foo(void) {
  E e(1);
  auto lam = [e] __device__ { return e.v; }; // expect-error
}
