/*---
section: I.4.11
clause: template.arg-private-member
description: "A private member type used to instantiate a __device__ variable template is rejected."
verdict: error
std: c++14
---*/
template <typename T> __device__ T dvar;
class C {
  struct P { int x; };
public:
  static void set(void) {
    P v{1};
    cudaMemcpyToSymbol(dvar<P>, &v, sizeof v); // expect-error
  }
};
