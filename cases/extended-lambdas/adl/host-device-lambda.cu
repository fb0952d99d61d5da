/*---
section: I.6.5
clause: xlambda.adl
description: "The ADL effect applies to extended __host__ __device__ lambdas too, whose placeholder also names the enclosing function (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
namespace N1 {
  struct S1_t { };
  template <typename T>  void foo(T) { }
};

namespace N2 {
  template <typename T> int foo(T) { return 0; }

  template <typename T>  void doit(T in) {     foo(in);  } // expect-error
}

void bar(N1::S1_t in) {
  auto lam1 = [=] __host__ __device__ { };
  N2::doit(lam1);
}
