/*---
section: I.6.5
clause: xlambda.adl
description: "When the enclosing function's signature involves no other namespace, the extended lambda adds no ADL candidates"
verdict: ok
flags: ["--extended-lambda"]
---*/
namespace N1 {
  struct S1_t { };
  template <typename T>  void foo(T);
};

namespace N2 {
  template <typename T> int foo(T) { return 1; }

  template <typename T>  void doit(T in) {     foo(in);  }
}

void bar(int in) {
  auto lam1 = [=] __device__ { };
  N2::doit(lam1);
}
