/*---
section: I.6.5
clause: xlambda.adl
description: "I.6.5 example: the placeholder type of an extended lambda brings N1 into ADL for foo(in) in N2::doit (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
tags: [example]
note: "The guide says the host compilation fails with an ambiguity; it is a documented limitation, not a rule the CUDA front end diagnoses, so it may be accepted or rejected at the call (line 18). The guide declares the two foo templates without defining them; they are defined here, since a function used with a closure type (no linkage) must be defined in the translation unit ([basic.link]), which clang enforces."
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
  /* extended __device__ lambda. In the code sent to the host compiler, this
     is replaced with the placeholder type instantiation expression
     ' __nv_dl_wrapper_t< __nv_dl_tag<void (*)(N1::S1_t in),(&bar),1> > { }'

     As a result, the namespace 'N1' participates in ADL lookup of the
     call to "foo" in the body of N2::doit, causing ambiguity.
  */
  auto lam1 = [=] __device__ { };
  N2::doit(lam1);
}
