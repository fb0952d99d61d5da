/*---
section: I.6.5
clause: xlambda.adl
description: "With an unannotated lambda there is no placeholder: only N2::foo is found and the call is unambiguous"
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

void bar(N1::S1_t in) {
  auto lam1 = [=] { };
  N2::doit(lam1);
}
